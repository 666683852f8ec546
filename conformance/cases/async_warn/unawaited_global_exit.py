# a coroutine kept in a global and never awaited: reported at exit as sys:1
# compare: whole-stderr
async def job(n):
    return n

pending = job(1)
other = job(2)
started = job(3)
try:
    started.send(None)
except StopIteration as e:
    print("ran", e.value)
print("end")
