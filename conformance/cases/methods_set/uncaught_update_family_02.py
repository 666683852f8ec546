# uncaught: set().symmetric_difference_update()
set().symmetric_difference_update()
