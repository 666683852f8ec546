# **rest binds a new dict of the remaining items
d = {"a": 1, "b": 2, "c": 3}
match d:
    case {"a": 1, **rest}:
        print(rest, rest is d)
match {"a": 1}:
    case {"a": _, **rest}:
        print("empty rest", rest)
match d:
    case {**everything}:
        print(everything == d, everything is d)
