# subclasses of list and tuple match sequence patterns
class MyList(list):
    pass
class MyTuple(tuple):
    pass
for x in [MyList([1, 2]), MyTuple((3, 4))]:
    match x:
        case [a, b]:
            print(type(x).__name__, a, b)
