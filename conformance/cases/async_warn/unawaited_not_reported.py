# started, closed, thrown-into and task-held coroutines never warn
# compare: whole-stderr
import asyncio

async def work(n):
    await asyncio.sleep(0)
    return n

async def main():
    a = work(1)
    a.close()
    b = work(2)
    try:
        b.throw(ValueError("boom"))
    except ValueError as e:
        print("thrown", e)
    t = asyncio.create_task(work(3))
    c = work(4)
    print(await c, await t)
    lazy = asyncio.create_task(work(5))
    return "done"

print(asyncio.run(main()))
