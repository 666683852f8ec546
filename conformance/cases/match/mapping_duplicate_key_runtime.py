# a duplicate key found at run time raises ValueError
class K:
    A = "k"
    B = "k"
try:
    match {"k": 1, "j": 2}:
        case {K.A: 1, K.B: 2}:
            print("matched")
except ValueError as e:
    print(e)
