# dotted names as mapping keys
class K:
    A = "alpha"
    B = 2
match {"alpha": 1, 2: "two"}:
    case {K.A: a, K.B: b}:
        print(a, b)
