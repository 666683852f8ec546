# __name__, __qualname__, type and repr prefix of generators
def outer():
    def inner():
        yield 1
    return inner()
g = outer()
print(g.__name__, g.__qualname__, type(g).__name__)
print(repr(g).split(" at ")[0])
ge = (x for x in [])
print(ge.__name__, ge.__qualname__, repr(ge).split(" at ")[0])
print(g.gi_running)
