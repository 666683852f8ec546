# unary operators without dunders
class P: pass
for f in (lambda: -P(), lambda: +P(), lambda: ~P(), lambda: abs(P())):
    try:
        f()
    except TypeError as e:
        print(e)
