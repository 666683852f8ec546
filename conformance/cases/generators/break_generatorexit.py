# the finally sees GeneratorExit and can clean up
log = []
def g():
    try:
        yield 1
    except GeneratorExit:
        log.append("exit")
        raise
    finally:
        log.append("finally")
for x in g():
    break
print(log)
