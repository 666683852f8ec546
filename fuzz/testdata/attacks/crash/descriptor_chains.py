# Wrappers that delegate an attribute to the object they wrap
# (classmethod's and staticmethod's __name__, __qualname__, __doc__,
# __module__; a bound method's attributes), nested a million deep: each
# level is a Go call, so the delegation must count nesting (8 million
# classmethods overflowed the Go stack; one million held 250 MiB of it).
# timeout: 3s
# --- classmethod_chain_repr
def f(cls): return cls
g = f
for i in range(10**6): g = classmethod(g)
class C: pass
C.g = g
print(C.g)
# --- classmethod_chain_name
def f(cls): return cls
g = f
for i in range(10**6): g = classmethod(g)
g.__qualname__
# --- staticmethod_chain_doc
g = len
for i in range(10**6): g = staticmethod(g)
g.__doc__
# --- bound_method_chain_attr
class D:
    def m(self): return 1
x = D().m
for i in range(5 * 10**5): x = classmethod(x).__get__(None, D)
x.__name__
