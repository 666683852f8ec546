# __getattr__ runs when __getattribute__ raises AttributeError
class P:
    def __getattribute__(self, name):
        raise AttributeError(name)
    def __getattr__(self, name):
        return "fallback " + name
print(P().anything)
