# a pattern that fails part-way binds nothing (CPython 3.11)
match [1, 2]:
    case [y, 3]:
        print("matched")
    case _:
        try:
            print(y)
        except NameError as e:
            print(e)
