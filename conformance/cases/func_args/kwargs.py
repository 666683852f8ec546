# **kwargs collects extra keywords in call order
def f(a, **kw):
    return a, kw
print(f(1), f(1, z=1, y=2, x=3), f(a=0, b=1))
