# __exit__'s result is ignored on a normal exit
class M:
    def __enter__(self): return self
    def __exit__(self, *a):
        print("exit")
        return True
with M():
    x = 1
print(x)
