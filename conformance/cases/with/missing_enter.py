# a class with __exit__ but no __enter__
class OnlyExit:
    def __exit__(self, *a): return 1
try:
    with OnlyExit():
        print("body")
except TypeError as e:
    print(e)
