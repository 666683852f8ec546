# type(None)(), type(...)() and type(NotImplemented)()
print(type(None)(), type(...)(), type(NotImplemented)())
for t in (type(None), type(...), type(NotImplemented)):
    try:
        t(1)
    except TypeError as e:
        print('TypeError', e)
for f in [lambda: type(iter([]))(), lambda: type(iter('a'))(), lambda: type(len)()]:
    try:
        f()
    except TypeError as e:
        print('TypeError', e)
