# global statement allows rebinding module names
count = 0
def inc():
    global count
    count += 1
inc()
inc()
print(count)
def make():
    global newname
    newname = "created"
make()
print(newname)
