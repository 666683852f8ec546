# coroutine protocol: close() on a suspended coroutine runs finally; yielding in finally raises
import types

@types.coroutine
def suspend():
    yield "s"

async def c1():
    try:
        await suspend()
    finally:
        print("finally ran")

async def c2():
    try:
        await suspend()
    finally:
        await suspend()

a = c1()
print(a.send(None))
a.close()
b = c2()
b.send(None)
try:
    b.close()
except RuntimeError as e:
    print(e)
