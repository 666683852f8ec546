# captures inside or-patterns within sequences
for x in [[1, "a"], [2, "b"], [3, "a"]]:
    match x:
        case [(1 | 2) as n, ("a" | "b") as s]:
            print(n, s)
        case [n, s]:
            print("fallback", n, s)
