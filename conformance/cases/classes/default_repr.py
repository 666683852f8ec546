# the default repr names the module and class
class P:
    pass
r = repr(P())
print(r.startswith("<__main__.P object at 0x"), r.endswith(">"))
print(str(P()).startswith("<__main__.P object"))
