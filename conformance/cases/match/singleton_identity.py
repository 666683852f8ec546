# None, True and False patterns compare by identity
for x in [True, 1, False, 0, None, 1.0]:
    match x:
        case True:
            print(repr(x), "is True")
        case False:
            print(repr(x), "is False")
        case None:
            print(repr(x), "is None")
        case _:
            print(repr(x), "no singleton")
