# an exception raised by a guard propagates
match 1:
    case x if 1 / 0:
        pass
