# __exit__ receives None, None, None on a normal exit
class M:
    def __enter__(self): return self
    def __exit__(self, *args):
        print(args)
with M():
    pass
