# the same line warns once (warnings' default filter), other lines again
# compare: whole-stderr
async def ping(i):
    return i

def fire_all(n):
    for i in range(n):
        ping(i)

fire_all(3)
fire_all(2)
ping(10)
print("ok")
