# __exit__ is not called when __enter__ raises
class Bad:
    def __enter__(self):
        raise OSError("cannot enter")
    def __exit__(self, *a):
        print("exit called")
try:
    with Bad():
        print("body")
except OSError as e:
    print("caught", e)
