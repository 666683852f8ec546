# match and case remain usable as names
match = [1, 2]
case = 3
print(match, case)
match match:
    case [case, *_]:
        print("case bound to", case)
