# __getattr__ is called only for missing attributes
class P:
    x = 1
    def __getattr__(self, name):
        return "dyn:" + name
p = P()
p.y = 2
print(p.x, p.y, p.zzz)
