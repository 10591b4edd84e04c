"""Playing a match: the game setup, the controller, practice aids, the computer player process."""
