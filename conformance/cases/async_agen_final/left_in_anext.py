# An async for left while it awaits its async generator's __anext__: the
# generator is running (suspended in an await of its body).
import asyncio


async def agen(name):
    try:
        yield 1
        await asyncio.sleep(10)
        yield 2
    finally:
        print(name, "agen finally")


async def consume(name):
    try:
        async for x in agen(name):
            print(name, "got", x)
    finally:
        print(name, "consumer finally")


async def outer(name):
    await consume(name)


reports = []


def handler(loop, ctx):
    # When a task's unretrieved exception is reported follows the
    # collector: the reports are printed after the run.
    reports.append(ctx["message"] + " " + repr(ctx.get("exception")))


async def main():
    asyncio.get_running_loop().set_exception_handler(handler)
    # Cancelled: CancelledError is thrown into the generator, whose
    # finally runs before the consumer's.
    t = asyncio.create_task(outer("cancel"))
    await asyncio.sleep(0.01)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled")
    g = asyncio.gather(outer("gather1"), outer("gather2"))
    try:
        await asyncio.wait_for(g, 0.01)
    except asyncio.TimeoutError:
        print("timeout")
    # Closed by hand: GeneratorExit ends the consumer only; the generator,
    # still running, goes to the loop's finalizer hook, whose aclose()
    # fails ("already running"), reported to the exception handler.
    co = consume("manual")
    co.send(None)
    print("suspended")
    co.close()
    print("closed")
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    print("end")


asyncio.run(main())
print("after run")
for r in reports:
    print("handler:", r)
