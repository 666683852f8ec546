# __enter__ set on the instance is not used (looked up on the type)
class Plain:
    pass
p = Plain()
p.__enter__ = lambda: 1
p.__exit__ = lambda *a: None
try:
    with p:
        print("body")
except TypeError as e:
    print(e)
