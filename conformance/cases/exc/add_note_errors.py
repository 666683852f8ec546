# BaseException.add_note: its argument checks and __notes__ as a list
e = ValueError("x")
print(hasattr(e, "__notes__"))
print(e.add_note("one"), e.__notes__)
e.add_note("two")
print(e.__notes__)
notes = e.__notes__
e.add_note("three")
print(notes is e.__notes__, notes)
for bad in (1, None, b"bytes", ["list"]):
    try:
        e.add_note(bad)
    except TypeError as err:
        print(err)
class S(str):
    pass
e.add_note(S("subclass"))
print(e.__notes__)
e.__notes__ = ("t",)
try:
    e.add_note("x")
except TypeError as err:
    print(err)
try:
    e.add_note()
except TypeError as err:
    print(err)
try:
    e.add_note("a", "b")
except TypeError as err:
    print(err)
del e.__notes__
e.add_note("fresh")
print(e.__notes__)
print(BaseException().with_traceback(None).args)
try:
    ValueError().with_traceback(3)
except TypeError as err:
    print(err)
class MyExc(Exception):
    pass
m = MyExc(1, 2)
m.add_note("on a subclass")
print(m.__notes__, m.args)
