# a literal called: "perhaps you missed a comma?" (the call then fails at run time)
def pairs():
    return [
        [1, 2]
        [3, 4]
    ] if False else [(1, 2) (3, 4)]
try:
    pairs()
except TypeError as e:
    print("TypeError:", e)
print("abc"(1) if False else None, None() if 0 else 1, 1.5(2) if 0 else 2, {}(1) if 0 else 3)
print(f"x{1}"() if 0 else 4, {i for i in []}() if 0 else 5, (i for i in [])() if 0 else 6, True() if 0 else 7)
print((lambda: 8)(), (print)("callable"), x() if (x := len) else 0)
