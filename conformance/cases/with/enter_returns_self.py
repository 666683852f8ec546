# a manager whose __enter__ returns self
class Res:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        print("closing", exc)
        return False
    def use(self):
        return "used"
with Res() as r:
    print(r.use(), isinstance(r, Res))
