# matching exception instances by class and attributes
for e in [ValueError("bad"), KeyError("k"), TypeError("t")]:
    match e:
        case ValueError(args=(msg,)):
            print("value error", msg)
        case LookupError():
            print("lookup", type(e).__name__)
        case _:
            print("other", type(e).__name__)
