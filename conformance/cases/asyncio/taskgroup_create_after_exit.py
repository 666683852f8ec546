# asyncio TaskGroup: create_task before entering, after exiting; repr
import asyncio

async def nop():
    return 1

async def main():
    tg = asyncio.TaskGroup()
    print(repr(tg))
    c = nop()
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print(e)
    c.close()
    async with tg:
        t = tg.create_task(nop())
    print(t.result())
    c = nop()
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print(e)
    c.close()

asyncio.run(main())
