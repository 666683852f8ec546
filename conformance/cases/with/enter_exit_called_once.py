# __enter__ and __exit__ are each called once per with
calls = []
class M:
    def __enter__(self):
        calls.append("enter")
    def __exit__(self, *a):
        calls.append("exit")
for i in range(3):
    with M():
        if i == 1:
            continue
print(calls)
