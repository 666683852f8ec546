# quit() in a script
quit()
print("not reached")
