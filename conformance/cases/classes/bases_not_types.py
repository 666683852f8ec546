# bases must be classes
try:
    class B(1): pass
except TypeError as e:
    print(type(e).__name__)
