# A future already done refuses set_result and set_exception with
# _asyncio's InvalidStateError('invalid state').
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    f.set_result(1)
    for g in [lambda: f.set_result(2), lambda: f.set_exception(ValueError())]:
        try:
            g()
        except asyncio.InvalidStateError as e:
            print(repr(e))
    c = loop.create_future()
    c.cancel()
    try:
        c.set_result(1)
    except asyncio.InvalidStateError as e:
        print(repr(e))

asyncio.run(main())
