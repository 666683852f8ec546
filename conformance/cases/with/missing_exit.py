# a class with __enter__ but no __exit__
class OnlyEnter:
    def __enter__(self): return 1
try:
    with OnlyEnter():
        print("body")
except TypeError as e:
    print(e)
