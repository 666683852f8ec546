# coroutine protocol: send/throw after the end, close on a finished coroutine
async def f():
    return "v"

c = f()
try:
    c.send(None)
except StopIteration as e:
    print("stop", e.value)
for op in (lambda: c.send(None), lambda: c.throw(ValueError("x"))):
    try:
        op()
    except RuntimeError as e:
        print("RuntimeError", e)
    except ValueError as e:
        print("ValueError", e)
print(c.close())
print(c.cr_running)
