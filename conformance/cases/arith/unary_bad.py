# bad operand type for unary operators
for f in (lambda: -"a", lambda: +[], lambda: ~1.5, lambda: ~None):
    try:
        f()
    except TypeError as e:
        print(e)
