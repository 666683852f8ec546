# order of try/except/else/finally
def run(fail):
    log = []
    try:
        log.append("try")
        if fail:
            raise ValueError
    except ValueError:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log
print(run(False), run(True))
