# an exception raised in except has __context__ set
try:
    try:
        1 / 0
    except ZeroDivisionError:
        [][0]
except IndexError as e:
    print(repr(e), repr(e.__context__), e.__cause__)
