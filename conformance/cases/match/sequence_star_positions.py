# a star at the start, middle or end
x = (1, 2, 3, 4, 5)
match x:
    case [*head, 5]:
        print("head", head)
match x:
    case [1, *tail]:
        print("tail", tail)
match x:
    case [1, 2, *mid, 4, 5]:
        print("mid", mid)
match x:
    case [*_, 4, last]:
        print("last", last)
