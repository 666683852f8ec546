# uncaught: int('- 5')
int('- 5')
