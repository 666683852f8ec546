# break in an except* block is a SyntaxError
for i in range(3):
    try:
        pass
    except* ValueError:
        break
