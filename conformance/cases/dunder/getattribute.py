# __getattribute__ intercepts every lookup
class P:
    def __init__(self): self.a = 1
    def __getattribute__(self, name):
        if name == "secret":
            return "intercepted"
        return object.__getattribute__(self, name)
p = P()
print(p.a, p.secret)
try:
    p.missing
except AttributeError as e:
    print(e)
