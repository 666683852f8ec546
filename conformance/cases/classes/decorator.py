# class decorators
def register(cls):
    cls.registered = True
    return cls
def wrap(cls):
    return [cls]
@register
class A: pass
@wrap
class B: pass
print(A.registered, B)
