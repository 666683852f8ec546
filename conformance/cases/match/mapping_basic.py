# mapping patterns match keys and ignore extra keys
for d in [{"x": 1, "y": 2}, {"x": 1}, {"x": 1, "y": 2, "z": 3}, {}]:
    match d:
        case {"x": x, "y": y}:
            print("xy", x, y)
        case {"x": x}:
            print("x only", x)
        case {}:
            print("empty or other", d)
