# async language: async with binding tuples, suppressing exceptions, exit arguments
class CM:
    async def __aenter__(self):
        return (1, 2)
    async def __aexit__(self, typ, val, tb):
        print("exit", typ.__name__ if typ else None, val)
        return typ is not None and issubclass(typ, LookupError)

async def main():
    async with CM() as (a, b):
        print("vars", a, b)
    async with CM():
        {}["missing"]
    print("suppressed")
    try:
        async with CM():
            1 / 0
    except ZeroDivisionError:
        print("propagated")

try:
    main().send(None)
except StopIteration:
    pass
