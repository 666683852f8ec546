# attribute access on None
x = None
x.foo
