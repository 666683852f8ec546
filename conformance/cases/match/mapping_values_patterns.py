# values of mapping patterns are sub-patterns
events = [{"type": "click", "pos": (1, 2)}, {"type": "key", "key": "q"}, {"type": "key", "key": 5}]
for e in events:
    match e:
        case {"type": "click", "pos": (x, y)}:
            print("click at", x, y)
        case {"type": "key", "key": str(k)}:
            print("key", k)
        case {"type": t}:
            print("unhandled", t)
